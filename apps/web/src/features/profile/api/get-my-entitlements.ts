import { queryOptions, useQuery } from '@tanstack/react-query';
import { entitlementsResponseSchema } from '@robo/contracts';
import { api } from '../../../lib/api-client.ts';

export const getMyEntitlements = () => api('/me/entitlements', { query: { limit: 100 }, schema: entitlementsResponseSchema });

export const myEntitlementsQuery = () => queryOptions({ queryKey: ['me', 'entitlements'], queryFn: getMyEntitlements });

export const useMyEntitlements = () => useQuery(myEntitlementsQuery());
