/** The largest image file the console takes (15 MB): the form's limit and the server's. */
export const UPLOAD_MAX_BYTES = 15 * 1024 * 1024;

/** Why an uploaded image is refused (the server checks its content, not its name). */
export type ImageRefusal = "too-large" | "not-an-image" | "unsupported-format" | "too-many-pixels";
