import { PromotionsBlock } from '../features/promotions-block/PromotionsBlock';
import { SHORT_PROMOTIONS } from '../rules/lists';

/** Widget `catalog/PromotionsBlock` (WIDGETS.promotionsBlock): the first 4, the 4th purple, 'все акции'. */
export default function PromotionsBlockWidget() {
  return (
    <PromotionsBlock
      title="Акции"
      count={SHORT_PROMOTIONS.topPage}
      purpleFourth
      allPromotions="link"
      hideOnError={false}
    />
  );
}
