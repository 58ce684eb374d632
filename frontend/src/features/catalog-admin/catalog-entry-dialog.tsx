import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { firstFieldErrors } from '../../lib/api-fetch.ts';
import { saveCatalogEntry, staleEditOf } from './catalog-admin-api.ts';

/** An entry being edited: its id, the revision its form was loaded at, and the form's values. */
export interface EditedEntry<Values> {
  id: number;
  revision: number;
  values: Values;
}

/**
 * The add or edit form of a catalog entry. A save refused because someone else saved first (409) shows
 * why, and puts their version in the form at its new revision: the admin checks it and saves again.
 */
export function CatalogEntryDialog<Values extends Record<string, unknown>>({
  kind,
  title,
  entry,
  emptyValues,
  valuesOf,
  bodyOf = (values) => values,
  onClose,
  onSaved,
  children,
}: {
  /** The kind's URL segment: businesses, beaches... */
  kind: string;
  title: string;
  /** null to add a new entry. */
  entry: EditedEntry<Values> | null;
  emptyValues: Values;
  /** The form's values from the entry's fields as the server holds them. */
  valuesOf: (fields: Record<string, unknown>) => Values;
  bodyOf?: (values: Values) => object;
  onClose: () => void;
  /** With the position the save answered, to read it back. */
  onSaved: (position: string, values: Values) => void;
  children: (form: UseFormReturnType<Values>) => ReactNode;
}) {
  const t = useT();
  const form = useForm<Values>({ initialValues: entry?.values ?? emptyValues });
  const [revision, setRevision] = useState(entry?.revision);
  const [conflict, setConflict] = useState<string | null>(null);
  const conflictAlert = useRef<HTMLDivElement>(null);
  // The save button is at the bottom of a long form: the admin is taken up to the explanation.
  useEffect(() => {
    if (conflict) conflictAlert.current?.scrollIntoView({ block: 'center' });
  }, [conflict]);
  const save = useMutation({
    mutationFn: (values: Values) =>
      saveCatalogEntry(
        kind,
        entry && revision !== undefined ? { id: entry.id, revision } : null,
        bodyOf(values),
      ),
  });
  const submit = form.onSubmit((values) => {
    setConflict(null);
    save.mutate(values, {
      onSuccess: ({ position }) => {
        notifications.show({
          color: 'green',
          title: t('catalogAdmin.saved'),
          message: String(values.name ?? values.title ?? ''),
        });
        onSaved(position, values);
        onClose();
      },
      onError: (error) => {
        const current = staleEditOf(error);
        if (current) {
          form.setValues(valuesOf(current.fields));
          setRevision(current.revision);
          setConflict(error.message);
          return;
        }
        form.setErrors(firstFieldErrors(error));
        notifications.show({ color: 'red', title: t('catalogAdmin.saveFailed'), message: error.message });
      },
    });
  });
  return (
    <Modal opened onClose={onClose} title={title} size="xl">
      <form onSubmit={submit} noValidate>
        <Stack>
          {conflict && (
            <Alert
              ref={conflictAlert}
              color="orange"
              title={t('catalogAdmin.conflictTitle')}
              data-testid="stale-edit"
            >
              {conflict}
            </Alert>
          )}
          {children(form)}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('catalogAdmin.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('catalogAdmin.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
