/**
 * "Chrome on Linux" from a user-agent string. The server may already send a readable device name;
 * anything that doesn't look like a raw user agent is shown as it is.
 */

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bCriOS\/|\bChrom(?:e|ium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*Safari\//, 'Safari'],
  [/\bHeadlessChrome\//, 'Chrome'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\bWindows\b/, 'Windows'],
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const TOOLS: [RegExp, string][] = [
  [/^curl\//i, 'curl'],
  [/^node(-fetch)?\b|\bundici\b/i, 'A script (Node.js)'],
  [/^PostmanRuntime\//, 'Postman'],
  [/^python-requests\//i, 'A script (Python)'],
];

export function deviceLabel(device: string | null | undefined): string {
  const ua = device?.trim() ?? '';
  if (!ua) return 'Unknown device';
  for (const [re, name] of TOOLS) if (re.test(ua)) return name;
  if (!/Mozilla\/|AppleWebKit|Gecko/.test(ua)) return ua;
  const browser = BROWSERS.find(([re]) => re.test(ua))?.[1];
  const system = SYSTEMS.find(([re]) => re.test(ua))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? (system ? `A browser on ${system}` : 'Unknown browser');
}
