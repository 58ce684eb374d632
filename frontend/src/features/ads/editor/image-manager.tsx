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
import { uploadAdImage } from './ads-api.ts';

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
          title: 'Invalid file type',
          message: `${file.name} is not an image file.`,
        });
        continue;
      }
      if (file.size > MAX_BYTES) {
        notifications.show({
          color: 'red',
          title: 'File too large',
          message: `${file.name} is larger than 5MB.`,
        });
        continue;
      }
      try {
        const url = await uploadAdImage(file, (percent) =>
          setProgress((p) => ({ ...p, [file.name]: percent })),
        );
        added.push(url);
        notifications.show({ color: 'green', title: 'Upload successful', message: file.name });
      } catch (error) {
        notifications.show({
          color: 'red',
          title: 'Upload failed',
          message: error instanceof Error ? error.message : `Failed to upload ${file.name}`,
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
        Images
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
        <Text size="sm">Drag images here, or</Text>
        <Button mt="xs" variant="light" onClick={() => input.current?.click()}>
          Choose Images
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
              <Image src={url} h={90} alt={`Ad image ${index + 1}`} />
              <Group gap={4} mt={4} justify="space-between">
                {index === 0 ? (
                  <Badge size="xs">Primary</Badge>
                ) : (
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    onClick={() => onImagesChange([url, ...images.filter((u) => u !== url)])}
                  >
                    Set Primary
                  </Button>
                )}
                <Group gap={2}>
                  <ActionIcon
                    size="sm"
                    variant="subtle"
                    aria-label="Move earlier"
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    ←
                  </ActionIcon>
                  <ActionIcon
                    size="sm"
                    variant="subtle"
                    aria-label="Move later"
                    disabled={index === images.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    →
                  </ActionIcon>
                  <ActionIcon
                    size="sm"
                    variant="subtle"
                    color="red"
                    aria-label="Remove"
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
            label="Rotate images"
            checked={rotation.enabled}
            onChange={(e) => setRotation((r) => ({ ...r, enabled: e.currentTarget.checked }))}
          />
          <NumberInput
            label="Interval (ms)"
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
                title: 'Settings updated',
                message: 'Rotation settings saved with the ad.',
              });
            }}
          >
            Save Rotation Settings
          </Button>
        </Group>
      )}
    </Stack>
  );
}
