import { describe, expect, it } from "vitest";
import { SPAM_SIGNALS } from "../../app/lib/admin/spam.ts";
import { loadConfig } from "../config.ts";
import { DISPOSABLE_DOMAINS, disposableDomainOf } from "./disposable-domains.ts";
import {
  SPAM_LIMITS,
  countLinks,
  emailDomain,
  messageHash,
  normaliseMessage,
  scoreSpam,
  type SpamSettings,
  type SpamSignals,
} from "./spam-score.ts";

const settings: SpamSettings = loadConfig({}).spam;
const clean: SpamSignals = {
  captchaScore: null,
  fillMs: null,
  sameSender: 0,
  links: 0,
  sameText: 0,
  disposableDomain: null,
};
const score = (signals: Partial<SpamSignals>, with_ = settings) =>
  scoreSpam({ ...clean, ...signals }, with_);

describe("the spam score", () => {
  it("is 0, with no reasons and not spam, for a submission nothing is odd about", () => {
    expect(score({ captchaScore: 1, fillMs: 60_000, sameSender: 2 })).toEqual({
      score: 0,
      reasons: [],
      spam: false,
    });
  });

  it.each([
    ["captcha-score", { captchaScore: 0.5 }, 20, "reCAPTCHA rated the sender 0.5"],
    ["fast-fill", { fillMs: 1200 }, 15, "Sent 1 second after the page was shown."],
    ["sender-rate", { sameSender: 3 }, 20, "3 other messages from the same e-mail address"],
    ["links", { links: 2 }, 20, "2 links in the message."],
    ["repeated-text", { sameText: 1 }, 20, "The same text arrived 1 time before"],
    ["disposable-domain", { disposableDomain: "mailinator.com" }, 35, "at mailinator.com"],
  ] as const)("adds %s with its default weight and a reason", (code, signals, points, text) => {
    const verdict = score(signals);
    expect(verdict.score).toBe(points);
    expect(verdict.reasons).toEqual([{ code, points, text: expect.stringContaining(text) }]);
  });

  it("scales the captcha's points by how far its score is from 1.0", () => {
    expect(score({ captchaScore: 0.9 }).score).toBe(4);
    expect(score({ captchaScore: 0 }).score).toBe(40);
    expect(score({ captchaScore: 1 }).reasons).toEqual([]);
  });

  it("counts links up to a limit, and fast fills and floods only past theirs", () => {
    expect(score({ links: 1 }).score).toBe(10);
    expect(score({ links: 9 }).score).toBe(10 * SPAM_LIMITS.maxLinks);
    expect(score({ links: 9 }).reasons[0]!.text).toBe("9 links in the message.");
    expect(score({ fillMs: SPAM_LIMITS.fastFillMs }).score).toBe(0);
    expect(score({ fillMs: 300 }).reasons[0]!.text).toBe(
      "Sent less than a second after the page was shown.",
    );
    expect(score({ sameSender: SPAM_LIMITS.senderRepeats - 1 }).score).toBe(0);
  });

  it("files as spam at the threshold or above, and adds the reasons in a fixed order", () => {
    const verdict = score({ disposableDomain: "yopmail.com", links: 3, fillMs: 900 });
    expect(verdict.score).toBe(35 + 30 + 15);
    expect(verdict.spam).toBe(true);
    expect(verdict.reasons.map((r) => r.code)).toEqual(["fast-fill", "links", "disposable-domain"]);
    // Every rule at once on a real person's resend stays below the default threshold.
    expect(score({ fillMs: 4000, sameSender: 3, sameText: 1, captchaScore: 0.9 }).spam).toBe(false);
    expect(score({ links: 6 }, { ...settings, threshold: 40 }).spam).toBe(true);
    expect(score({ links: 6 }, { ...settings, threshold: 41 }).spam).toBe(false);
  });

  it("takes its weights from the settings; a weight of 0 turns a signal off", () => {
    const weights = Object.fromEntries(SPAM_SIGNALS.map((s) => [s, 0])) as SpamSettings["weights"];
    expect(score({ links: 3, disposableDomain: "yopmail.com" }, { threshold: 1, weights })).toEqual(
      { score: 0, reasons: [], spam: false },
    );
    expect(score({ links: 3 }, { threshold: 1, weights: { ...weights, links: 7 } }).score).toBe(21);
  });
});

describe("the spam settings", () => {
  it("default to the documented threshold and weights", () => {
    expect(settings).toEqual({
      threshold: 60,
      weights: {
        "captcha-score": 40,
        "fast-fill": 15,
        "sender-rate": 20,
        links: 10,
        "repeated-text": 20,
        "disposable-domain": 35,
      },
    });
  });

  it("read SPAM_THRESHOLD and SPAM_WEIGHT_*, and refuse what is not a whole number", () => {
    const config = loadConfig({ SPAM_THRESHOLD: "25", SPAM_WEIGHT_LINKS: "0" });
    expect(config.spam.threshold).toBe(25);
    expect(config.spam.weights.links).toBe(0);
    expect(() => loadConfig({ SPAM_WEIGHT_CAPTCHA: "-1" })).toThrow(/SPAM_WEIGHT_CAPTCHA/);
    expect(() => loadConfig({ SPAM_THRESHOLD: "0" })).toThrow(/SPAM_THRESHOLD/);
  });
});

describe("the spam rules' readings", () => {
  it("counts written-out links and www. addresses, once each", () => {
    expect(countLinks("See https://www.example.com/a?b=c and www.other.example, ok")).toBe(2);
    expect(countLinks('<a href="http://x.example">x</a> HTTP://Y.EXAMPLE')).toBe(2);
    expect(countLinks("We sell on example.com and e-mail us.")).toBe(0);
  });

  it("hashes a text the same whatever its case, spacing and punctuation", () => {
    expect(normaliseMessage("  Buy NOW!!  Cheap\nPills… ")).toBe("buynowcheappills");
    expect(messageHash("Buy now, cheap pills")).toBe(messageHash("BUY NOW cheap pills!"));
    expect(messageHash("Buy now, cheap pills")).not.toBe(messageHash("Buy later"));
    expect(messageHash("x")).toMatch(/^[0-9a-f]{64}$/);
  });

  it("knows disposable-mail domains, and their subdomains, from the list in the repository", () => {
    expect(DISPOSABLE_DOMAINS.size).toBeGreaterThan(300);
    expect(emailDomain("Someone@MAILINATOR.com")).toBe("mailinator.com");
    expect(disposableDomainOf("mailinator.com")).toBe("mailinator.com");
    expect(disposableDomainOf("inbox.yopmail.com")).toBe("yopmail.com");
    expect(disposableDomainOf("example.com")).toBeNull();
    expect(disposableDomainOf("gmail.com")).toBeNull();
    expect(disposableDomainOf("")).toBeNull();
    for (const domain of DISPOSABLE_DOMAINS) expect(domain).toMatch(/^[a-z0-9.-]+\.[a-z]{2,}$/);
  });
});
