import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetCitiesQuery } from '../../../../api/authApi';
import { Button } from '../../../../shared/ui/Button';
import { SelectField } from '../../../../shared/ui/form';
import { notify } from '../../../../shared/ui/toast/notify';
import { LoadError } from './CityField.styles';

/**
 * The /register city select from GET /get-cities (names in the page language). A
 * failed load says cities_error (toast) and cities_fetch_error beside a retry button.
 */
export function CityField({ name }: { name: string }) {
  const { t } = useTranslation();
  const { data, isLoading, isFetching, isError, refetch } = useGetCitiesQuery();
  const options = useMemo(
    () => (data ?? []).map((city) => ({ value: city.id, label: city.name })),
    [data],
  );

  useEffect(() => {
    if (isError) notify.error(t('cities_error'));
  }, [isError, t]);

  return (
    <>
      <SelectField
        name={name}
        label={t('city_label')}
        placeholder={isLoading ? t('loading') : t('city_placeholder')}
        options={options}
        disabled={isLoading || (isError && options.length === 0)}
        autoComplete="address-level1"
        required
      />
      {isError ? (
        <LoadError role="alert">
          <p>{t('cities_fetch_error')}</p>
          <Button
            type="button"
            $variant="secondary"
            disabled={isFetching}
            aria-busy={isFetching}
            onClick={() => void refetch()}
          >
            {t('retry')}
          </Button>
        </LoadError>
      ) : null}
    </>
  );
}
