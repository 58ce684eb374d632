FROM node:24-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
COPY domain/package.json domain/
COPY platform/package.json platform/
COPY projections/package.json projections/
COPY command-api/package.json command-api/
COPY workers/package.json workers/
COPY frontend/package.json frontend/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build
ENV NODE_ENV=production PORT=3000
EXPOSE 3000
CMD ["node", "command-api/src/main.ts"]
