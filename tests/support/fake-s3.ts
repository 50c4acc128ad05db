import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import S3rver from "s3rver";

/** s3rver's own keys: it checks every request's signature against them. */
const KEYS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

/** A fake S3 on loopback (s3rver) with one empty bucket, kept in a folder of its own. */
export interface FakeS3 {
  endpoint: string;
  bucket: string;
  /** The variables that send backups to `s3://<bucket>/<prefix>` here, keys included. */
  env(prefix: string): Record<string, string>;
  /** Every key in the bucket, sorted. */
  keys(): Promise<string[]>;
  get(key: string): Promise<Buffer>;
  put(key: string, body: string): Promise<void>;
  close(): Promise<void>;
}

// The SDK is pinned (package.json); its notice about later versions' Node is noise here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";

export async function startFakeS3(bucket = "agency-backups"): Promise<FakeS3> {
  const directory = await mkdtemp(join(tmpdir(), "genesis-fake-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: "us-east-1",
    forcePathStyle: true,
    credentials: KEYS,
  });
  return {
    endpoint,
    bucket,
    env: (prefix) => ({
      BACKUP_S3_URL: `s3://${bucket}/${prefix}`,
      BACKUP_S3_ENDPOINT: endpoint,
      AWS_ACCESS_KEY_ID: KEYS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
    }),
    async keys() {
      const page = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (page.Contents ?? []).map(({ Key }) => Key!).sort();
    },
    async get(key) {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return Buffer.from(await object.Body!.transformToByteArray());
    },
    async put(key, body) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body }));
    },
    async close() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
