import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button, Select, SelectItem, TextField } from '@hearth/design-system';
import { ITEM_CONDITIONS, createInspectionSchema, type InspectionKind, type InspectionRoom, type ItemCondition } from '@hearth/api/contracts/inspection.schema';
import { layout } from '../../common';
import { CONDITION_LABELS, DEFAULT_ROOMS, KIND_LABELS } from '../inspection-labels';

export interface InspectionFormProps {
  kind: InspectionKind;
  submitting: boolean;
  /** The API's refusal, shown above the button. */
  refusal: string | null;
  onSubmit: (rooms: InspectionRoom[]) => void;
  onCancel: () => void;
}

/** A new report: the default rooms and items, each with its condition and an optional note; one column on a phone. */
export function InspectionForm({ kind, submitting, refusal, onSubmit, onCancel }: InspectionFormProps) {
  const { t, i18n } = useLingui();
  const [rooms, setRooms] = useState<InspectionRoom[]>(() =>
    DEFAULT_ROOMS.map((room) => ({ name: i18n._(room.name), items: room.items.map((item) => ({ name: i18n._(item), condition: 'good' as ItemCondition, note: null })) })),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const setItem = (r: number, i: number, change: Partial<InspectionRoom['items'][number]>) =>
    setRooms((all) => all.map((room, ri) => (ri !== r ? room : { ...room, items: room.items.map((item, ii) => (ii === i ? { ...item, ...change } : item)) })));
  const submit = () => {
    const parsed = createInspectionSchema.safeParse({ kind, rooms });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? null);
    setProblem(null);
    onSubmit(parsed.data.rooms);
  };
  const message = problem ?? refusal;
  return (
    <form
      className={layout.stack}
      noValidate
      aria-label={i18n._(KIND_LABELS[kind])}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {rooms.map((room, r) => (
        <fieldset key={r} className={layout.stack}>
          <legend className={layout.rowTitle}>{room.name}</legend>
          {room.items.map((item, i) => (
            <div key={i} className={layout.stack}>
              <Select
                label={item.name}
                selectedKey={item.condition}
                onSelectionChange={(key) => setItem(r, i, { condition: String(key) as ItemCondition })}
                isDisabled={submitting}
              >
                {ITEM_CONDITIONS.map((condition) => (
                  <SelectItem key={condition} id={condition}>
                    {i18n._(CONDITION_LABELS[condition])}
                  </SelectItem>
                ))}
              </Select>
              {item.condition !== 'good' ? (
                <TextField label={t`Note on ${item.name}`} value={item.note ?? ''} onChange={(note) => setItem(r, i, { note: note || null })} isDisabled={submitting} />
              ) : null}
            </div>
          ))}
        </fieldset>
      ))}
      {message ? (
        <p role="alert" className={layout.errorText}>
          {message}
        </p>
      ) : null}
      <div className={layout.actions}>
        <Button variant="outline" onPress={onCancel} isDisabled={submitting}>
          {t`Cancel`}
        </Button>
        <Button type="submit" isPending={submitting} pendingLabel={t`Saving...`}>
          {t`Save the report`}
        </Button>
      </div>
    </form>
  );
}
