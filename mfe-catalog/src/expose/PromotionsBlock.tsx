import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { blockShown } from '../features/promotions-block/model';
import { PromotionsBlock } from '../features/promotions-block/PromotionsBlock';
import { prepareWidget } from '../messages/widgets/prepareWidget';
import { useWidgetText } from '../messages/widgets/widgetText';
import { SHORT_PROMOTIONS } from '../rules/lists';

/** Widget `catalog/PromotionsBlock` (WIDGETS.promotionsBlock): the first 4, the 4th purple, 'все акции'. */
export default function PromotionsBlockWidget() {
  // A widget is no route: it starts its own data when it appears (below the fold, never server-rendered).
  const shown = useUnit(blockShown);
  const text = useWidgetText();
  useEffect(() => {
    shown();
  }, [shown]);
  return (
    <PromotionsBlock
      title={text('promotions.title')}
      count={SHORT_PROMOTIONS.topPage}
      purpleFourth
      allPromotions="link"
      hideOnError={false}
    />
  );
}

/** Its words before it renders, should a page render it on the server (the home page loads it when scrolled near). */
export const prepare = prepareWidget();
