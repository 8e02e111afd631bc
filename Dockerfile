# One image for the platform and the gateway (docker-compose.yml picks the command); `npm run build` compiles
# the web app and the servers (dist/server/*.js).
FROM node:20-bookworm-slim
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npm run build
