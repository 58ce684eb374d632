import { Box, Image, type ImageProps } from '@mantine/core';
import { useState } from 'react';
import { WaveIcon } from '../../../components/icons.tsx';
import { businessImageSources } from '@nsg/domain/catalog/business-image.ts';
import type { Business } from '../api/business.ts';

/** The business's picture, else its category's picture, else a stock picture, else a drawn placeholder. */
export function BusinessImage({ business, ...props }: { business: Business } & ImageProps) {
  const sources = businessImageSources(business);
  const [failed, setFailed] = useState(0);
  const source = sources[failed];

  if (!source) {
    return (
      <Box
        {...props}
        role="img"
        aria-label={business.name}
        display="flex"
        style={{
          alignItems: 'center',
          justifyContent: 'center',
          color: 'white',
          background: 'linear-gradient(135deg, var(--mantine-color-ocean-6), var(--mantine-color-lagoon-5))',
        }}
      >
        <WaveIcon size={48} />
      </Box>
    );
  }
  return (
    <Image {...props} src={source} alt={business.name} fit="cover" onError={() => setFailed(failed + 1)} />
  );
}
