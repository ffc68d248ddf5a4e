/** The kind of device a view came from, from its user agent: coarse on purpose (no model, browser or version is kept). */
export type DeviceClass = "phone" | "tablet" | "desktop";

/**
 * iPads since iPadOS 13 send the desktop Safari's user agent and are counted as desktops; Android
 * tablets are told from phones by the missing "Mobile" their browsers send.
 */
export function deviceClass(userAgent: string): DeviceClass {
  if (/iPad|Tablet|PlayBook|Silk|Kindle/i.test(userAgent)) return "tablet";
  if (/Android/i.test(userAgent)) return /Mobile/i.test(userAgent) ? "phone" : "tablet";
  if (/Mobi|iPhone|iPod|Windows Phone/i.test(userAgent)) return "phone";
  return "desktop";
}
