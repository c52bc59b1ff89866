import { chakra, Input, useTypedBeforeHydration } from '@clinic/shared';
import { useHref } from 'react-router-dom';
import { useAnalysesText } from '../messages/analysesText';

interface SearchBoxProps {
  value: string;
  onChange: (text: string) => void;
  /** Where the form is sent without JavaScript (a GET: the list's address with `name`'s value), unprefixed. */
  action: string;
  name: string;
  /** Sent along without JavaScript: what the address had that the search keeps (the selection). */
  keep: Readonly<Record<string, string>>;
  /** The form is sent (Enter): with JavaScript, instead of loading the page. */
  onSubmit: (text: string) => void;
}

/** Past the spec: finds analyses by name across every category, as the patient types. */
export function SearchBox({ value, onChange, action, name, keep, onSubmit }: SearchBoxProps) {
  const field = useTypedBeforeHydration<HTMLInputElement>(value, onChange);
  const text = useAnalysesText();
  // A raw form's address: in the page's language ('/kk/analysis/list'), as a router link would be.
  const href = useHref(action);
  return (
    <chakra.form
      role="search"
      action={href}
      method="get"
      w="full"
      maxW={{ base: 'full', md: 'sm' }}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(value);
      }}
    >
      <Input
        ref={field}
        type="search"
        name={name}
        aria-label={text('search.label')}
        placeholder={text('search.label')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        bg="white"
        borderRadius="full"
      />
      {Object.entries(keep).map(([field, kept]) => (
        <input key={field} type="hidden" name={field} value={kept} />
      ))}
    </chakra.form>
  );
}
