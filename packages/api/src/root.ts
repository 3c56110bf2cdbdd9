import { publicRouter } from './routers/public.ts';
import { router } from './trpc.ts';

export const appRouter = router({
  public: publicRouter,
});

export type AppRouter = typeof appRouter;
