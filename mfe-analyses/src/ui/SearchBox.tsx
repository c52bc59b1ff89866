import { chakra, Input } from '@clinic/shared';

interface SearchBoxProps {
  value: string;
  onChange: (text: string) => void;
  /** Where the form is sent without JavaScript (a GET: the list's address with `name`'s value). */
  action: string;
  name: string;
  /** The form is sent (Enter): with JavaScript, instead of loading the page. */
  onSubmit: (text: string) => void;
}

/** Past the spec: finds analyses by name across every category, as the patient types. */
export function SearchBox({ value, onChange, action, name, onSubmit }: SearchBoxProps) {
  return (
    <chakra.form
      role="search"
      action={action}
      method="get"
      w="full"
      maxW={{ base: 'full', md: 'sm' }}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(value);
      }}
    >
      <Input
        type="search"
        name={name}
        aria-label="Поиск анализа по названию"
        placeholder="Поиск анализа по названию"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        bg="white"
        borderRadius="full"
      />
    </chakra.form>
  );
}
