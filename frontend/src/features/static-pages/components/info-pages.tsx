import { Card, List, SimpleGrid, Text, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { AnchorLink, ButtonLink } from '../../../components/router-links.tsx';
import { useLocale, useT } from '../../../i18n/use-t.ts';
import { PlacementPictures } from './placement-pictures.tsx';
import { StaticPage } from './static-page.tsx';

/** The end of the introductory rates (Hawaii time): past it, the page no longer announces them. */
export const INTRODUCTORY_RATES_END = new Date('2025-09-01T00:00:00-10:00');
const TERMS_UPDATED = new Date('2025-06-06T12:00:00-10:00');

export function AboutPage() {
  const t = useT();
  return (
    <StaticPage title={t('about.heading')}>
      <Text>{t('about.intro')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Card padding="lg">
          <Title order={2} fz="h4">
            {t('about.safety')}
          </Title>
          <Text fz="sm">{t('about.safetyText')}</Text>
        </Card>
        <Card padding="lg">
          <Title order={2} fz="h4">
            {t('about.businesses')}
          </Title>
          <Text fz="sm">{t('about.businessesText')}</Text>
        </Card>
        <Card padding="lg">
          <Title order={2} fz="h4">
            {t('about.malama')}
          </Title>
          <Text fz="sm">{t('about.malamaText')}</Text>
        </Card>
      </SimpleGrid>
    </StaticPage>
  );
}

/** On a translated legal page: the English text is the one that binds. */
function EnglishPrevails() {
  const t = useT();
  if (useLocale() === 'en') return null;
  return (
    <Text fz="sm" c="dimmed">
      {t('legal.englishPrevails')}
    </Text>
  );
}

export function PrivacyPolicyPage() {
  const t = useT();
  return (
    <StaticPage title={t('privacy.title')}>
      <EnglishPrevails />
      <Text>{t('privacy.collect')}</Text>
      <Text>{t('privacy.email')}</Text>
    </StaticPage>
  );
}

export function TermsOfUsePage() {
  const t = useT();
  const { formatDate } = useIntl();
  return (
    <StaticPage title={t('terms.title')}>
      <Text fz="sm" c="dimmed">
        {t('terms.lastUpdated', { date: formatDate(TERMS_UPDATED, { dateStyle: 'long' }) })}
      </Text>
      <EnglishPrevails />
      <Text>{t('terms.information')}</Text>
      <Text>{t('terms.posts')}</Text>
    </StaticPage>
  );
}

export function BusinessPartnershipPage() {
  const t = useT();
  return (
    <StaticPage title={t('partnership.title')}>
      <Text>{t('partnership.intro')}</Text>
      <Card padding="lg" bg="sand.0" c="dark.7">
        <Title order={2} fz="h4" c="dark.7">
          {t('partnership.pricing')}
        </Title>
        {new Date() < INTRODUCTORY_RATES_END && <Text fz="sm">{t('partnership.introductoryRates')}</Text>}
      </Card>
      <PlacementPictures />
      <List>
        <List.Item>{t('partnership.rotation')}</List.Item>
        <List.Item>{t('partnership.campaigns')}</List.Item>
      </List>
      <ButtonLink to="/advertiser/register" w="fit-content">
        {t('partnership.become')}
      </ButtonLink>
      <Text fz="sm">
        <FormattedMessage
          id="partnership.questions"
          values={{ link: (chunks) => <AnchorLink to="/contact">{chunks}</AnchorLink> }}
        />
      </Text>
    </StaticPage>
  );
}
