import { useMemo, useState } from 'react';
import { checkBuild, makesPartsUnfit } from '../../../shared/builds/check-build.ts';
import type { Slot } from '../../../shared/builds/build.ts';
import { useChosenProducts } from './api/builder-queries.ts';
import {
  buildOf,
  emptySelection,
  partLines,
  selectedIds,
  withoutPart,
  withPart,
} from './build-selection.ts';
import { BUILDER_SLOTS } from './builder-slots.ts';
import { BuildBar } from './components/build-bar.tsx';
import { BuildSummary, missingSlots } from './components/build-summary.tsx';
import { SaveBuildButton } from './components/save-build-button.tsx';
import { PartChooser } from './components/part-chooser.tsx';
import { SlotRow } from './components/slot-row.tsx';
import { useBuildSelection } from './use-build-selection.ts';

/** The PC Builder: a slot per part type, a chooser that knows what fits, a live verdict. */
export function BuilderPage() {
  // The route names the page's head (app/router.tsx): it is drawn on the server too.
  const [selection, setSelection] = useBuildSelection();
  const [open, setOpen] = useState<Slot | null>(null);
  const ids = selectedIds(selection);
  const products = useChosenProducts(ids);
  const check = useMemo(
    () => checkBuild(buildOf(selection, products.byId)),
    [selection, products.byId],
  );
  const flagged = new Set(check.issues.filter(makesPartsUnfit).flatMap((issue) => issue.parts));
  const idsOf = (slot: Slot): string[] => {
    const value = selection[slot];
    return Array.isArray(value) ? value : value ? [value] : [];
  };
  const outOfStock = ids.filter((id) => (products.byId.get(id)?.quantity ?? 1) <= 0).length;

  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold sm:text-3xl">PC Builder</h1>
        <p className="opacity-80">
          Pick a part for each slot. Every choice is checked against the others as you go; the link
          in the address bar shares this build.
        </p>
      </header>
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
        <ol className="space-y-3" aria-label="Parts of the build">
          {BUILDER_SLOTS.map((info) => {
            const chooserId = `choose-${info.slot}`;
            const isOpen = open === info.slot;
            return (
              <SlotRow
                key={info.slot}
                info={info}
                ids={idsOf(info.slot)}
                products={products}
                open={isOpen}
                chooserId={chooserId}
                flagged={flagged}
                onToggle={() => setOpen(isOpen ? null : info.slot)}
                onRemove={(index) => setSelection(withoutPart(selection, info.slot, index))}
              >
                {isOpen ? (
                  <PartChooser
                    id={chooserId}
                    slot={info.slot}
                    label={info.label}
                    selection={info.many ? selection : withoutPart(selection, info.slot)}
                    chosen={products.byId}
                    onPick={(product) => {
                      setSelection(withPart(selection, info.slot, product._id));
                      setOpen(null);
                    }}
                  />
                ) : null}
              </SlotRow>
            );
          })}
        </ol>
        <BuildBar check={check} />
        <aside className="lg:sticky lg:top-20" aria-label="Build summary">
          <BuildSummary
            check={check}
            lines={partLines(selection).flatMap(({ productId, quantity }) => {
              const product = products.byId.get(productId);
              return product ? [{ product, quantity }] : [];
            })}
            missing={missingSlots(check, (slot) => idsOf(slot as Slot).length > 0)}
            outOfStock={outOfStock}
            saveButton={<SaveBuildButton selection={selection} />}
            onStartOver={() => {
              setSelection(emptySelection());
              setOpen(null);
            }}
          />
        </aside>
      </div>
    </div>
  );
}
