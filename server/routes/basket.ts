import * as contract from '../../shared/contracts/basket';
import { requiredSession } from '../http/guard';
import { route } from '../http/route';
import { addToBasket, clearBasket, removeFromBasket } from '../services/basket/add-to-basket';
import { listBasket } from '../services/basket/list-basket';

/** `/api/basket`: the caller's own basket of recipients (list, add one, add many, remove, clear). */
export const basketRoutes = [
  route(contract.listBasket, (c) => listBasket(c.var.deps.db, requiredSession(c).userId)),
  route(contract.addToBasket, (c, { body }) =>
    addToBasket(c.var.deps.db, requiredSession(c).userId, [body], () => 'id'),
  ),
  route(contract.addManyToBasket, (c, { body }) =>
    addToBasket(
      c.var.deps.db,
      requiredSession(c).userId,
      body.entries,
      (index) => `entries.${index}.id`,
    ),
  ),
  route(contract.removeFromBasket, (c, { params }) =>
    removeFromBasket(c.var.deps.db, requiredSession(c).userId, params),
  ),
  route(contract.clearBasket, (c) => clearBasket(c.var.deps.db, requiredSession(c).userId)),
];
