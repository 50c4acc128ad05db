import type { WebhookEvent, WebhookFormat } from "../../app/admin/integrations/integrations.ts";
import { alertCopy as copy } from "../../app/admin/integrations/integrations-words.ts";
import { escapeInvisibleInJson, revealInvisible } from "../security/visible-text.ts";

/**
 * The bodies of lead alerts (docs/integrations.md): the JSON a program reads,
 * and the Slack and Teams messages a person reads. Built once when the
 * delivery is queued, so every attempt sends the same bytes.
 */

/** The enquiry as an alert carries it. */
export interface AlertEnquiry {
  id: string;
  createdAt: string;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  /** The captcha's outcome: 'off', 'passed' or 'unverified'. */
  captcha: string;
  /**
   * Where the lead came from, as the enquiry stores it: the form and the page
   * it was sent from ({ form, page }), and the visit's landing page, referrer
   * and utm_* values (app/forms/visit-source.ts). null: unknown.
   */
  source: Record<string, unknown> | null;
  /** The enquiry's page in the console. */
  consoleUrl: string;
}

/** The JSON body (format 'json'). */
export interface JsonAlert {
  event: WebhookEvent;
  /** The delivery's id: the same at every attempt, so a receiver can ignore a repeat. */
  id: string;
  createdAt: string;
  enquiry: AlertEnquiry;
}

/** The made-up enquiry of 'Send a test'. */
export function sampleEnquiry(siteUrl: string, now: Date): AlertEnquiry {
  return {
    id: "test",
    createdAt: now.toISOString(),
    ...copy.sample,
    captcha: "off",
    source: null,
    consoleUrl: `${siteUrl}/admin/integrations`,
  };
}

/** The body as sent, for the webhook's format. */
export function alertBody(format: WebhookFormat, alert: JsonAlert): string {
  if (format === "slack") return JSON.stringify(slackMessage(alert));
  if (format === "teams") return JSON.stringify(teamsMessage(alert));
  // Invisible formatting characters as \u escapes: the same data, nothing hidden in a log.
  return escapeInvisibleInJson(JSON.stringify(alert));
}

/** One line of a person's text, invisible characters written out. */
const line = (value: string, max: number) => {
  const text = revealInvisible(value)
    .replace(/[\p{Cc}\u2028\u2029]+/gu, " ")
    .trim();
  return (text.length > max ? `${text.slice(0, max - 1)}…` : text) || copy.none;
};
const paragraph = (value: string, max: number) => {
  const text = revealInvisible(value).trim();
  return (text.length > max ? `${text.slice(0, max - 1)}…` : text) || copy.none;
};

function headline(alert: JsonAlert) {
  const { name, subject } = alert.enquiry;
  return alert.event === "test"
    ? { title: copy.test, summary: copy.testSummary }
    : { title: copy.newEnquiry, summary: copy.summary(line(name, 80), line(subject, 120)) };
}

/** Slack's mrkdwn needs &, < and > escaped, or a visitor's text could make a link. */
const slackEscape = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** A Slack incoming webhook's message: `text` (the notification) and Block Kit `blocks`. */
export function slackMessage(alert: JsonAlert) {
  const { enquiry } = alert;
  const { title, summary } = headline(alert);
  const field = (label: string, value: string) => ({
    type: "mrkdwn",
    text: `*${label}*\n${slackEscape(line(value, 300))}`,
  });
  return {
    text: `${slackEscape(summary)} <${enquiry.consoleUrl}|${copy.open}>`,
    blocks: [
      { type: "header", text: { type: "plain_text", text: title, emoji: false } },
      {
        type: "section",
        fields: [
          field(copy.name, enquiry.name),
          field(copy.email, enquiry.email),
          field(copy.phone, enquiry.phone),
          field(copy.subject, enquiry.subject),
        ],
      },
      {
        type: "section",
        text: { type: "mrkdwn", text: slackEscape(paragraph(enquiry.message, 2900)) },
      },
      {
        type: "actions",
        elements: [
          {
            type: "button",
            text: { type: "plain_text", text: copy.open },
            url: enquiry.consoleUrl,
          },
        ],
      },
    ],
  };
}

/**
 * A Teams message with an Adaptive Card, as a Teams channel's Workflows
 * webhook ("When a Teams webhook request is received") takes it; the
 * retiring Office 365 connectors take the same attachment.
 */
export function teamsMessage(alert: JsonAlert) {
  const { enquiry } = alert;
  const { title, summary } = headline(alert);
  return {
    type: "message",
    summary,
    attachments: [
      {
        contentType: "application/vnd.microsoft.card.adaptive",
        contentUrl: null,
        content: {
          $schema: "http://adaptivecards.io/schemas/adaptive-card.json",
          type: "AdaptiveCard",
          version: "1.4",
          body: [
            { type: "TextBlock", text: title, weight: "Bolder", size: "Medium", wrap: true },
            {
              type: "FactSet",
              facts: [
                { title: copy.name, value: line(enquiry.name, 300) },
                { title: copy.email, value: line(enquiry.email, 300) },
                { title: copy.phone, value: line(enquiry.phone, 300) },
                { title: copy.subject, value: line(enquiry.subject, 300) },
              ],
            },
            { type: "TextBlock", text: paragraph(enquiry.message, 4000), wrap: true },
          ],
          actions: [{ type: "Action.OpenUrl", title: copy.open, url: enquiry.consoleUrl }],
        },
      },
    ],
  };
}
