# One image for the platform and the gateway (docker-compose.yml picks the command).
FROM node:20-bookworm-slim
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npm run build
