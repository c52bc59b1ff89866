import { Button } from '@clinic/shared';
import { useNavigate } from 'react-router-dom';

/** SPEC §2: a Back button returns in history. */
export function BackButton() {
  const navigate = useNavigate();
  return (
    <Button type="button" variant="transparent" size="sm" mb="2" onClick={() => navigate(-1)}>
      ← Назад
    </Button>
  );
}
