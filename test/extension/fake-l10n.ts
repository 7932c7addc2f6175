// VS Code's localisation as an extension sees it without a language pack: English, arguments filled in.
export const l10n = {
  t: (message: string, ...args: unknown[]): string => message.replace(/\{(\d+)\}/g, (_, i: string) => String(args[+i])),
};

export const env = { language: 'en' };
