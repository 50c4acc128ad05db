import QRCode from "qrcode";

/**
 * A QR code of `text` as an SVG data: URL, drawn on the server (no request
 * leaves the machine, and the page needs no script to show it). The CSP
 * allows data: images.
 */
export async function qrCodeDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, {
    type: "svg",
    errorCorrectionLevel: "M",
    margin: 2,
    color: { dark: "#0b1020", light: "#ffffff" },
  });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}
