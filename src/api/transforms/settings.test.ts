import { DEFAULT_SETTINGS, toSettings } from './settings';

describe('toSettings (settings record)', () => {
  it('reads the first element of the data list, accepting 0/1, strings and booleans', () => {
    expect(
      toSettings({
        status_code: 200,
        data: [
          {
            is_maintenance_active: 1,
            is_latest_product_active: '0',
            is_best_seller_active: true,
            is_main_banner_is_active: 'false',
            is_banners_active: 0,
          },
          { is_maintenance_active: 0 },
        ],
      }),
    ).toEqual({
      isMaintenanceActive: true,
      isLatestProductActive: false,
      isBestSellerActive: true,
      isMainBannerActive: false,
      isBannersActive: false,
    });
  });

  it('falls back to an open shop when there is no record', () => {
    expect(toSettings({ status_code: 200, data: [] })).toEqual(DEFAULT_SETTINGS);
    expect(toSettings(null)).toEqual(DEFAULT_SETTINGS);
    expect(DEFAULT_SETTINGS.isMaintenanceActive).toBe(false);
  });
});
