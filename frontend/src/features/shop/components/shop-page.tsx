import {
  Alert,
  Anchor,
  Button,
  Card,
  Chip,
  Container,
  Group,
  Image,
  List,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useDeferredValue, useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocale, useT } from '../../../i18n/use-t.ts';
import { catalogText } from '../../../lib/catalog-text.ts';
import { formatPrice } from '../../../lib/format-price.ts';
import { PhraseBreaks } from '../../../components/phrase-breaks.tsx';
import { productsQueryOptions, type Product } from '../api/get-products.ts';

export const SHOP_CATEGORIES = [
  'All',
  'Clothing',
  'Souvenirs',
  'Surf Gear',
  'Beach Essentials',
  'Art & Decor',
];
const SKELETON_COUNT = 8;
const ADDING_MS = 500;

export function ShopPage() {
  const t = useT();
  const categoryName = useProductCategoryName();
  const products = useQuery(productsQueryOptions());
  // react-query hands its answer to React as an urgent update, and the router mounts the page in one too:
  // either way the whole grid rendered in one task (over a second on a slow phone). Deferred, the grid
  // renders in a pass React interrupts every few milliseconds to let the browser paint and answer taps;
  // the skeletons stay until it is done. (An initial value of undefined would be no initial value.)
  const catalog = useDeferredValue(products.data, null);
  const [category, setCategory] = useState('All');
  const [search, setSearch] = useState('');
  const term = search.trim().toLowerCase();
  const shown = (catalog ?? []).filter(
    (product) =>
      (category === 'All' || product.category === category) &&
      (!term ||
        [product.name, product.description, product.nameJa, product.descriptionJa].some((text) =>
          text?.toLowerCase().includes(term),
        )),
  );

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>
          <PhraseBreaks>{t('shop.heading')}</PhraseBreaks>
        </Title>
        <Text>{t('shop.intro')}</Text>
        <HowOrderingWorks />
        <TextInput
          aria-label={t('shop.search')}
          placeholder={t('shop.searchPlaceholder')}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          maw={420}
        />
        <Chip.Group value={category} onChange={(value) => setCategory(value as string)}>
          <Group gap="xs" role="group" aria-label={t('shop.categories')}>
            {SHOP_CATEGORIES.map((name) => (
              <Chip key={name} value={name}>
                {categoryName(name)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>

        {products.isPending || (products.isSuccess && !catalog) ? (
          <SimpleGrid
            cols={{ base: 1, xs: 2, md: 4 }}
            spacing="lg"
            aria-busy="true"
            data-testid="product-skeletons"
          >
            {Array.from({ length: SKELETON_COUNT }, (_, index) => (
              <Card key={index}>
                <Card.Section>
                  <Skeleton height={180} radius={0} />
                </Card.Section>
                <Skeleton height={16} mt="md" width="70%" />
                <Skeleton height={12} mt="sm" />
              </Card>
            ))}
          </SimpleGrid>
        ) : products.isError ? (
          <Stack align="center" gap={4} py="xl" role="alert">
            <Text fw={700}>{t('shop.loadFailed')}</Text>
            <Text c="dimmed">{t('shop.tryLater')}</Text>
          </Stack>
        ) : shown.length === 0 ? (
          <Stack align="center" gap={4} py="xl">
            <Text fw={700}>{t('shop.none')}</Text>
            <Text c="dimmed">{t('shop.noneHint')}</Text>
          </Stack>
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
            {shown.map((product) => (
              <ProductCard key={product.id} product={product} />
            ))}
          </SimpleGrid>
        )}

        <ShippingInfo />
      </Stack>
    </Container>
  );
}

/** A product category in the visitor's language; one we have no words for keeps its own name. */
function useProductCategoryName(): (category: string) => string {
  const t = useT();
  // ICU select keys are plain words: "Art & Decor" is asked for as ArtDecor.
  return (category) => t('shop.category', { key: category.replace(/[^A-Za-z]/g, ''), name: category });
}

/**
 * Name and description in Japanese on a Japanese page where the catalog has them, else the catalog's
 * English, each marked with its language.
 */
function ProductCard({ product }: { product: Product }) {
  const t = useT();
  const locale = useLocale();
  const name = catalogText(product.name, product.nameJa, locale);
  const description = catalogText(product.description, product.descriptionJa, locale);
  const categoryName = useProductCategoryName();
  const [adding, setAdding] = useState(false);
  const nameId = useId();
  const addLabelId = useId();
  const add = () => {
    setAdding(true);
    window.setTimeout(() => {
      setAdding(false);
      notifications.show({
        title: t('shop.added'),
        message: (
          <FormattedMessage
            id="shop.addedText"
            values={{ name: <span lang={name.lang}>{name.text}</span> }}
          />
        ),
      });
    }, ADDING_MS);
  };
  return (
    <Card data-testid="product-card">
      <Card.Section>
        <Image
          src={product.image}
          alt={name.text}
          lang={name.lang}
          h={180}
          fallbackSrc="/images/products/souvenirs.svg"
        />
      </Card.Section>
      <Stack gap={6} mt="md" flex={1}>
        <Text fw={700} lang={name.lang} id={nameId}>
          {name.text}
        </Text>
        <Text fz="xs" c="dimmed">
          {categoryName(product.category)}
        </Text>
        <Text fz="sm" lineClamp={3} lang={description.lang}>
          {description.text}
        </Text>
        <Group justify="space-between" mt="auto">
          <Text fw={800}>{formatPrice(product.price, locale)}</Text>
          {/* Named "Add to Cart: {product name}", the name keeping its own language. */}
          <span hidden id={addLabelId}>
            {t('shop.addToCartFor')}
          </span>
          <Button size="xs" onClick={add} disabled={adding} aria-labelledby={`${addLabelId} ${nameId}`}>
            {adding ? t('shop.adding') : t('shop.addToCart')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** There is no cart or checkout yet (spec 000): say so before anyone tries to buy. */
function HowOrderingWorks() {
  const t = useT();
  return (
    <Alert variant="light" color="blue" title={t('shop.ordering.title')} data-testid="how-ordering-works">
      <FormattedMessage
        id="shop.ordering.text"
        values={{
          link: (text) => (
            <Anchor component={Link} to="/contact" c="inherit" underline="always">
              {text}
            </Anchor>
          ),
        }}
      />
    </Alert>
  );
}

function ShippingInfo() {
  const t = useT();
  return (
    <Card padding="lg" bg="sand.0" c="dark.7">
      <Title order={2} fz="h4" mb="sm" c="dark.7">
        {t('shop.shipping.title')}
      </Title>
      <List fz="sm" spacing={4}>
        <List.Item>{t('shop.shipping.states')}</List.Item>
        <List.Item>{t('shop.shipping.days')}</List.Item>
        <List.Item>{t('shop.shipping.secure')}</List.Item>
        <List.Item>{t('shop.shipping.returns')}</List.Item>
      </List>
    </Card>
  );
}
