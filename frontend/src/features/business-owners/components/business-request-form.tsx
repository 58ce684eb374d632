import { Button, Card, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { BUSINESS_CATEGORIES } from '@nsg/domain/catalog/seed/types.ts';
import { useT } from '../../../i18n/use-t.ts';
import { useRequestBusiness, type BusinessRequestInput } from '../api/listings.ts';
import { ListingFields, sentForReview } from './listing-editor.tsx';

const blankRequest = (): BusinessRequestInput => ({
  name: '',
  category: '',
  location: '',
  description: '',
  descriptionJa: null,
  phone: null,
  website: null,
  hours: null,
  photos: [],
});

/** An approved advertiser asks for a business the directory lacks, with the listing they would keep. */
export function BusinessRequestForm() {
  const t = useT();
  const [opened, setOpened] = useState(false);
  const [business, setBusiness] = useState(blankRequest);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const request = useRequestBusiness();
  const set = (field: 'name' | 'category' | 'location', value: string) =>
    setBusiness((current) => ({ ...current, [field]: value }));

  if (!opened)
    return (
      <Group justify="space-between">
        <Text fz="sm">{t('advertiser.listings.missingBusiness')}</Text>
        <Button variant="light" onClick={() => setOpened(true)}>
          {t('advertiser.listings.requestTitle')}
        </Button>
      </Group>
    );
  return (
    <Card withBorder padding="lg" data-testid="business-request-form">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          request.mutate(
            business,
            sentForReview(
              t,
              setErrors,
              {
                title: t('advertiser.listings.requestSent'),
                message: t('advertiser.listings.requestSentMessage'),
              },
              () => {
                setBusiness(blankRequest());
                setOpened(false);
              },
            ),
          );
        }}
      >
        <Stack>
          <Title order={2} fz="h3">
            {t('advertiser.listings.requestTitle')}
          </Title>
          <Text c="dimmed" fz="sm">
            {t('advertiser.listings.requestIntro')}
          </Text>
          <TextInput
            label={t('advertiser.listings.name')}
            value={business.name}
            error={errors.name}
            onChange={(event) => set('name', event.currentTarget.value)}
          />
          <Select
            label={t('advertiser.listings.category')}
            data={BUSINESS_CATEGORIES}
            value={business.category || null}
            error={errors.category}
            onChange={(value) => set('category', value ?? '')}
            comboboxProps={{ withinPortal: true }}
          />
          <TextInput
            label={t('advertiser.listings.location')}
            value={business.location}
            error={errors.location}
            onChange={(event) => set('location', event.currentTarget.value)}
          />
          <ListingFields content={business} onChange={setBusiness} errors={errors} />
          <Button type="submit" loading={request.isPending} w="fit-content">
            {t('advertiser.listings.request')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
