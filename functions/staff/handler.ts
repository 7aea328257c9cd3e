import { created, createResourceHandler, noContent, ok, SESSION_COOKIE } from '#core/http';
import { passwordChangeInput, staffCreateInput, staffUpdateInput } from '#contract/staff';
import { staffIdParam } from '#core/params';
import { changeOwnPassword, createStaff, listStaff, updateStaff } from '#core/services/staff';
import { parseInput } from '#core/validation';

export const handler = createResourceHandler('staff', {
  list: async () => ok(await listStaff()),
  create: async ({ body }) => created(await createStaff(parseInput(staffCreateInput, body))),
  update: async ({ pathParameters, body }) =>
    ok(await updateStaff(staffIdParam(pathParameters), parseInput(staffUpdateInput, body))),
  // Any signed-in account, its own password: this session lives on, the account's others end.
  changePassword: async ({ body, cookies, session, clientIp }) => {
    await changeOwnPassword(session!, cookies[SESSION_COOKIE]!, parseInput(passwordChangeInput, body), clientIp);
    return noContent();
  },
});
