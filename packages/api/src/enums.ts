// The database's known values, for the SPA, which imports nothing of @app/db (see .dependency-cruiser.cjs).
export * from '@app/db/enums';
