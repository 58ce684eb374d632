import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Image,
  NumberInput,
  Progress,
  SimpleGrid,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useRef, useState, type DragEvent } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { uploadAdImage } from '../../../lib/advertising/ads-api.ts';

const MAX_BYTES = 5 * 1024 * 1024;

interface ImageManagerProps {
  images: string[];
  onImagesChange: (images: string[]) => void;
  rotationEnabled: boolean;
  rotationInterval: number;
  onRotationChange: (enabled: boolean, interval: number) => void;
}

/** Drag and drop or choose images; reorder, remove, set the primary one (first); rotation settings. */
export function ImageManager(props: ImageManagerProps) {
  const { images, onImagesChange } = props;
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<Record<string, number>>({});
  const [dragging, setDragging] = useState(false);
  const [rotation, setRotation] = useState({
    enabled: props.rotationEnabled,
    interval: props.rotationInterval,
  });

  const upload = async (files: File[]) => {
    const added: string[] = [];
    for (const file of files) {
      if (!file.type.startsWith('image/')) {
        notifications.show({
          color: 'red',
          title: t('advertiser.images.invalidTypeTitle'),
          message: t('advertiser.images.invalidTypeMessage', { name: file.name }),
        });
        continue;
      }
      if (file.size > MAX_BYTES) {
        notifications.show({
          color: 'red',
          title: t('advertiser.images.tooLargeTitle'),
          message: t('advertiser.images.tooLargeMessage', { name: file.name }),
        });
        continue;
      }
      try {
        const url = await uploadAdImage(file, (percent) =>
          setProgress((p) => ({ ...p, [file.name]: percent })),
        );
        added.push(url);
        notifications.show({
          color: 'green',
          title: t('advertiser.images.uploadedTitle'),
          message: file.name,
        });
      } catch (error) {
        notifications.show({
          color: 'red',
          title: t('advertiser.images.uploadFailedTitle'),
          message:
            error instanceof Error
              ? error.message
              : t('advertiser.images.uploadFailedMessage', { name: file.name }),
        });
      } finally {
        setProgress(({ [file.name]: _done, ...rest }) => rest);
      }
    }
    if (added.length) onImagesChange([...images, ...added]);
  };

  const move = (index: number, by: -1 | 1) => {
    const next = [...images];
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item!);
    onImagesChange(next);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void upload([...event.dataTransfer.files]);
  };

  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t('advertiser.images.label')}
      </Text>
      <Card
        withBorder
        p="lg"
        ta="center"
        style={{ borderStyle: 'dashed', background: dragging ? 'var(--mantine-color-blue-0)' : undefined }}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <Text size="sm">{t('advertiser.images.dropHint')}</Text>
        <Button mt="xs" variant="light" onClick={() => input.current?.click()}>
          {t('advertiser.images.choose')}
        </Button>
        <input
          ref={input}
          type="file"
          accept="image/*"
          multiple
          hidden
          data-testid="ad-image-input"
          onChange={(e) => {
            void upload([...(e.currentTarget.files ?? [])]);
            e.currentTarget.value = '';
          }}
        />
      </Card>
      {Object.entries(progress).map(([name, percent]) => (
        <div key={name}>
          <Text size="xs">{name}</Text>
          <Progress value={percent} size="sm" />
        </div>
      ))}
      {images.length > 0 && (
        <SimpleGrid cols={{ base: 2, sm: 3 }}>
          {images.map((url, index) => (
            <Card key={url} withBorder p="xs">
              <Image src={url} h={90} alt={t('advertiser.images.alt', { number: index + 1 })} />
              <Group gap={4} mt={4} justify="space-between">
                {index === 0 ? (
                  <Badge size="xs">{t('advertiser.images.primary')}</Badge>
                ) : (
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    onClick={() => onImagesChange([url, ...images.filter((u) => u !== url)])}
                  >
                    {t('advertiser.images.setPrimary')}
                  </Button>
                )}
                <Group gap={2}>
                  <ActionIcon
                    size="sm"
                    variant="subtle"
                    aria-label={t('advertiser.images.moveEarlier')}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    ←
                  </ActionIcon>
                  <ActionIcon
                    size="sm"
                    variant="subtle"
                    aria-label={t('advertiser.images.moveLater')}
                    disabled={index === images.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    →
                  </ActionIcon>
                  <ActionIcon
                    size="sm"
                    variant="subtle"
                    color="red"
                    aria-label={t('advertiser.images.remove')}
                    onClick={() => onImagesChange(images.filter((u) => u !== url))}
                  >
                    ×
                  </ActionIcon>
                </Group>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      )}
      {images.length > 1 && (
        <Group align="flex-end">
          <Switch
            label={t('advertiser.images.rotate')}
            checked={rotation.enabled}
            onChange={(e) => {
              // Read now: React clears currentTarget once the handler returns, before the updater runs.
              const enabled = e.currentTarget.checked;
              setRotation((r) => ({ ...r, enabled }));
            }}
          />
          <NumberInput
            label={t('advertiser.images.interval')}
            min={1000}
            max={30000}
            step={1000}
            value={rotation.interval}
            onChange={(v) => setRotation((r) => ({ ...r, interval: Number(v) || 5000 }))}
          />
          <Button
            variant="light"
            onClick={() => {
              const interval = Math.min(30000, Math.max(1000, Math.round(rotation.interval / 1000) * 1000));
              props.onRotationChange(rotation.enabled, interval);
              notifications.show({
                title: t('advertiser.images.settingsUpdatedTitle'),
                message: t('advertiser.images.settingsUpdatedMessage'),
              });
            }}
          >
            {t('advertiser.images.saveRotation')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
