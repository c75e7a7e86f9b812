import { queryOptions, useQuery } from '@tanstack/react-query';
import { shopSettingsRoutes } from '../../shared/api/routes/shop-settings.ts';
import type { ShopSettings } from '../../shared/schemas/shop-settings.ts';
import { DEFAULT_SHOP_NAME } from '../../shared/constants.ts';
import { apiCall } from './api-client.ts';
import { queryClient } from './query-client.ts';

// The shop's name, contact, owner profile, slides and stats (GET /api/shop), for every
// component that shows them: `const shop = useShop()`.

const REMEMBERED_KEY = 'shopSettings';

export const shopKeys = { settings: ['shop', 'settings'] as const };

/**
 * What a page shows before the browser has the shop's answer: the default name and nothing
 * else (no demo address, phone or slides to flash on a real shop's page). Every rendered
 * page arrives with the answer, so only a page built in the browser (the dashboard) shows
 * this, and only for a moment; the demo's paragraphs stay out of every first download.
 */
const BEFORE_ANSWER: ShopSettings = {
  name: DEFAULT_SHOP_NAME,
  logo: '',
  phone: '',
  email: '',
  address: [],
  hours: '',
  tagline: '',
  social: { facebook: '', youtube: '', instagram: '', linkedin: '' },
  whatsapp: '',
  messenger: '',
  owner: null,
  slides: [],
  stats: [],
};

/**
 * The last answer this browser saw: a returning visitor's first paint shows the shop's
 * own name at once instead of the defaults, and the fresh answer replaces it if changed.
 */
function remembered(): ShopSettings | undefined {
  try {
    const text = localStorage.getItem(REMEMBERED_KEY);
    return text ? { ...BEFORE_ANSWER, ...(JSON.parse(text) as ShopSettings) } : undefined;
  } catch {
    return undefined;
  }
}

function remember(settings: ShopSettings): ShopSettings {
  try {
    localStorage.setItem(REMEMBERED_KEY, JSON.stringify(settings));
  } catch {
    // A browser without storage (private mode, quota) just shows the defaults first.
  }
  return settings;
}

export function shopQuery() {
  return queryOptions({
    queryKey: shopKeys.settings,
    queryFn: async ({ signal }) => remember(await apiCall(shopSettingsRoutes.read, {}, { signal })),
    staleTime: 60_000,
  });
}

/** The shop's settings: the server's, or what this browser last saw while they load. */
export function useShop(): ShopSettings {
  const { data } = useQuery({ ...shopQuery(), placeholderData: remembered });
  return data ?? BEFORE_ANSWER;
}

/** After the Settings page saves: every component shows the new settings at once. */
export function showSavedShop(settings: ShopSettings): void {
  queryClient.setQueryData(shopKeys.settings, remember(settings));
}
