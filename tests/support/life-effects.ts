import { provideLifeEffects } from "@/life-effects";

// The server provides the life's effects at start-up (instrumentation.ts); each test file too.
provideLifeEffects();
