import { defineConfig } from 'drizzle-kit';

// Migrations are generated offline from the schema and applied at start-up by both drivers (DESIGN §2).
export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/db/schema.ts',
    './src/db/schema-engine.ts',
    './src/db/schema-apps.ts',
    './src/db/schema-templates.ts',
    './src/db/schema-company.ts',
    './src/db/schema-billing.ts',
    './src/db/schema-members.ts',
    './src/db/schema-tokens.ts',
    // issue 14 open-api
    './src/db/schema-open-api.ts',
    // issue 14 sdk-api
    './src/db/schema-sdk.ts',
    // issue 17 jinshuju
    './src/db/schema-jinshuju.ts',
    // issue 17 datamodel
    './src/db/schema-datamodel.ts',
  ],
  out: './drizzle',
});
