import type { Resource } from '@nova/contracts/api/system';

export type AppPlatform = 'ios' | 'android';

export interface AppDownload {
  platform: AppPlatform;
  resource: Resource;
}

/** Which store a download resource is for, from its title, link or image path. */
export function appPlatformOf(resource: Resource): AppPlatform | null {
  const text = `${resource.title} ${resource.link ?? ''} ${resource.url}`.toLowerCase();
  if (/android|google|\.apk/.test(text)) return 'android';
  if (/\bios\b|iphone|apple|ios[-_.]/.test(text)) return 'ios';
  return null;
}

/** The brand's APP_DOWNLOAD resources, iOS first, one per platform. */
export function appDownloads(resources: readonly Resource[] | undefined): AppDownload[] {
  const found = new Map<AppPlatform, Resource>();
  for (const resource of resources ?? []) {
    const platform = appPlatformOf(resource);
    if (platform && !found.has(platform)) found.set(platform, resource);
  }
  return (['ios', 'android'] as const).flatMap((platform) => {
    const resource = found.get(platform);
    return resource ? [{ platform, resource }] : [];
  });
}

/** Only http(s) store links become anchors. */
export function safeStoreLink(link: string | null): string | null {
  if (!link) return null;
  try {
    const url = new URL(link);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}
