import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../../components/page-header.tsx';
import { FormError, TextAreaField } from '../../../components/form-field.tsx';
import { PageSpinner } from '../../../components/spinner.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { toast } from '../../../lib/toast.ts';
import {
  MAX_GROUPS_OF_A_SYNONYM,
  MAX_SYNONYM_GROUPS,
  MAX_SYNONYMS_IN_GROUP,
} from '../../../../shared/constants.ts';
import type { SynonymGroups } from '../../../../shared/schemas/search.ts';
import { searchSynonymsQuery, useSaveSearchSynonyms } from '../api/search-synonyms-api.ts';

/** One group a line, its words or phrases between commas. */
const toText = (groups: SynonymGroups) => groups.map((group) => group.words.join(', ')).join('\n');
const toGroups = (text: string): SynonymGroups =>
  text
    .split('\n')
    .map((line) => line.split(',').map((word) => word.trim()))
    .filter((words) => words.some((word) => word !== ''))
    .map((words) => ({ words }));

/** /dashboard/search-synonyms: words the owner's shoppers use for the same thing (admin). */
export function SearchSynonymsPage() {
  const { data, error, refetch } = useQuery(searchSynonymsQuery());
  if (error && !data) {
    return <QueryError error={error} what="the synonyms" onRetry={() => void refetch()} />;
  }
  if (!data) return <PageSpinner />;
  return <SynonymsForm saved={data} />;
}

function SynonymsForm({ saved }: { saved: SynonymGroups }) {
  const [text, setText] = useState(() => toText(saved));
  const save = useSaveSearchSynonyms();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(toGroups(text), {
      onSuccess: (groups) => {
        setText(toText(groups));
        toast.success('Synonyms saved: searches use them now');
      },
    });
  };
  return (
    <div>
      <PageHeader
        title="Search synonyms"
        description="Words your shoppers use for the same thing. The shop already knows the common ones (ssd, psu, graphics card, the Bangla category names)."
      />
      <form onSubmit={onSubmit} className="max-w-2xl space-y-4">
        <TextAreaField
          label="Synonym groups"
          hint={`One group a line, words or phrases separated by commas, e.g. keyboard, কিবোর্ড. Up to ${MAX_SYNONYM_GROUPS} lines of ${MAX_SYNONYMS_IN_GROUP}; a word may be on ${MAX_GROUPS_OF_A_SYNONYM} lines at most.`}
          rows={10}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <FormError message={save.error?.message} />
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save synonyms'}
        </button>
      </form>
    </div>
  );
}
