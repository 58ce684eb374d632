import { Group, Input, Text, VisuallyHidden } from '@mantine/core';
import { useId, useState } from 'react';
import classes from './star-rating-input.module.css';

interface StarRatingInputProps {
  label: string;
  value: number;
  onChange: (value: number) => void;
  required?: boolean;
  error?: React.ReactNode;
  max?: number;
  /** How a star is announced, e.g. "3 stars". */
  starName?: (value: number) => string;
}

const englishStarName = (value: number) => `${value} ${value === 1 ? 'star' : 'stars'}`;

/**
 * Star picker built from native radio buttons: arrow keys, clicks and screen readers all work as for any
 * radio group, and each star is announced as "N stars".
 */
export function StarRatingInput({
  label,
  value,
  onChange,
  required,
  error,
  max = 5,
  starName = englishStarName,
}: StarRatingInputProps) {
  const id = useId();
  const [hovered, setHovered] = useState(0);
  const shown = hovered || value;
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;

  return (
    <Input.Wrapper
      label={label}
      required={required}
      labelElement="div"
      labelProps={{ id: labelId }}
      error={error}
      errorProps={{ id: errorId }}
    >
      <Group gap="xs" mt={4} wrap="nowrap">
        <div
          role="radiogroup"
          aria-labelledby={labelId}
          aria-required={required}
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={error ? errorId : undefined}
          className={classes.group}
          onMouseLeave={() => setHovered(0)}
        >
          {Array.from({ length: max }, (_, index) => index + 1).map((star) => (
            <label key={star} className={classes.star} onMouseEnter={() => setHovered(star)}>
              <input
                type="radio"
                name={id}
                value={star}
                checked={value === star}
                onChange={() => onChange(star)}
                className={classes.input}
              />
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-filled={star <= shown}>
                <path d="m12 2.5 2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9z" />
              </svg>
              <VisuallyHidden>{starName(star)}</VisuallyHidden>
            </label>
          ))}
        </div>
        <Text fz="sm" c="dimmed" aria-hidden="true">
          {shown} / {max}
        </Text>
      </Group>
    </Input.Wrapper>
  );
}
