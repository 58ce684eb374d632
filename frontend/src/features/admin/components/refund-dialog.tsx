import { Button, Group, Modal, NumberInput, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t.ts';

/** An admin's refund: why (required), and how much; left empty, all that remains refundable goes back. */
export function RefundDialog({
  opened,
  paidDollars,
  onClose,
  onConfirm,
}: {
  opened: boolean;
  paidDollars: number;
  onClose: () => void;
  onConfirm: (refund: { reason: string; amountCents?: number }) => void;
}) {
  const t = useT();
  const [reason, setReason] = useState('');
  const [amount, setAmount] = useState<number | string>('');
  const [error, setError] = useState<string | undefined>();
  return (
    <Modal opened={opened} onClose={onClose} title={t('admin.refund.title')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!reason.trim()) return setError(t('admin.reason.required'));
          const cents = typeof amount === 'number' ? Math.round(amount * 100) : undefined;
          onConfirm({ reason: reason.trim(), ...(cents ? { amountCents: cents } : {}) });
          setReason('');
          setAmount('');
          setError(undefined);
        }}
      >
        <Stack>
          <NumberInput
            label={t('admin.refund.amountLabel')}
            description={t('admin.refund.amountDescription', { paid: paidDollars.toFixed(2) })}
            prefix="$"
            min={0.01}
            max={paidDollars}
            decimalScale={2}
            fixedDecimalScale
            value={amount}
            onChange={setAmount}
          />
          <Textarea
            label={t('admin.reason.label')}
            description={t('admin.refund.reasonDescription')}
            maxLength={500}
            autosize
            minRows={3}
            withAsterisk
            error={error}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('admin.reason.cancel')}
            </Button>
            <Button type="submit" color="red">
              {t('admin.refund.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
