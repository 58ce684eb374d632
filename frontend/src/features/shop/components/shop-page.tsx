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
import { useState } from 'react';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { formatPrice } from '../format-price.ts';

export interface Product {
  id: number;
  name: string;
  description: string;
  price: number;
  image: string;
  category: string;
}

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

export const productsQueryOptions = () => ({
  queryKey: ['products'] as const,
  queryFn: () => apiFetch<Product[]>('/api/products'),
});

export function ShopPage() {
  const products = useQuery(productsQueryOptions());
  const [category, setCategory] = useState('All');
  const [search, setSearch] = useState('');
  const term = search.trim().toLowerCase();
  const shown = (products.data ?? []).filter(
    (product) =>
      (category === 'All' || product.category === category) &&
      (!term ||
        product.name.toLowerCase().includes(term) ||
        product.description.toLowerCase().includes(term)),
  );

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>North Shore Shop</Title>
        <Text>Local designs, surf gear and keepsakes from the North Shore.</Text>
        <HowOrderingWorks />
        <TextInput
          aria-label="Search products"
          placeholder="Search products..."
          type="search"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          maw={420}
        />
        <Chip.Group value={category} onChange={(value) => setCategory(value as string)}>
          <Group gap="xs" role="group" aria-label="Product categories">
            {SHOP_CATEGORIES.map((name) => (
              <Chip key={name} value={name}>
                {name}
              </Chip>
            ))}
          </Group>
        </Chip.Group>

        {products.isPending ? (
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
            <Text fw={700}>Unable to load products</Text>
            <Text c="dimmed">Please try again later</Text>
          </Stack>
        ) : shown.length === 0 ? (
          <Stack align="center" gap={4} py="xl">
            <Text fw={700}>No products found</Text>
            <Text c="dimmed">Try adjusting your search or category selection</Text>
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

function ProductCard({ product }: { product: Product }) {
  const [adding, setAdding] = useState(false);
  const add = () => {
    setAdding(true);
    window.setTimeout(() => {
      setAdding(false);
      notifications.show({ title: 'Added to Cart', message: `${product.name} has been added to your cart.` });
    }, ADDING_MS);
  };
  return (
    <Card data-testid="product-card">
      <Card.Section>
        <Image src={product.image} alt={product.name} h={180} fallbackSrc="/images/products/souvenirs.svg" />
      </Card.Section>
      <Stack gap={6} mt="md" flex={1}>
        <Text fw={700}>{product.name}</Text>
        <Text fz="xs" c="dimmed">
          {product.category}
        </Text>
        <Text fz="sm" lineClamp={3}>
          {product.description}
        </Text>
        <Group justify="space-between" mt="auto">
          <Text fw={800}>{formatPrice(product.price)}</Text>
          <Button size="xs" onClick={add} disabled={adding} aria-label={`Add to Cart: ${product.name}`}>
            {adding ? 'Adding...' : 'Add to Cart'}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** There is no cart or checkout yet (spec 000): say so before anyone tries to buy. */
function HowOrderingWorks() {
  return (
    <Alert variant="light" color="blue" title="How ordering works" data-testid="how-ordering-works">
      Online checkout is not open yet. Add to Cart shows what you like, but nothing is kept or charged. To buy
      an item,{' '}
      <Anchor component={Link} to="/contact" c="inherit" underline="always">
        send us a message
      </Anchor>{' '}
      and we will tell you where to find it on the North Shore.
    </Alert>
  );
}

function ShippingInfo() {
  return (
    <Card padding="lg" bg="sand.0" c="dark.7">
      <Title order={2} fz="h4" mb="sm" c="dark.7">
        Shipping &amp; Returns
      </Title>
      <List fz="sm" spacing={4}>
        <List.Item>We ship to all 50 states and internationally.</List.Item>
        <List.Item>Most orders ship in 1-2 business days.</List.Item>
        <List.Item>Checkout is secure and encrypted; your card is not stored.</List.Item>
        <List.Item>Returns within 30 days for a refund or exchange.</List.Item>
      </List>
    </Card>
  );
}
