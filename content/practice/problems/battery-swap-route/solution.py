import heapq
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, m, B, s, t, k = map(int, data[:6])
    stations = sorted(set(map(int, data[6:6 + k])) - {s})
    key = [s] + stations                  # the start has a full battery, like a swap station
    adj = [[] for _ in range(n + 1)]
    pos = 6 + k
    for _ in range(m):
        u, v, w = int(data[pos]), int(data[pos + 1]), int(data[pos + 2])
        pos += 3
        adj[u].append((v, w))
        adj[v].append((u, w))
    INF = float("inf")

    def dijkstra(src):
        d = [INF] * (n + 1)
        d[src] = 0
        pq = [(0, src)]
        pop, push = heapq.heappop, heapq.heappush
        while pq:
            du, u = pop(pq)
            if du != d[u]:
                continue
            for v, w in adj[u]:
                nd = du + w
                if nd < d[v]:
                    d[v] = nd
                    push(pq, (nd, v))
        return d

    dist = [dijkstra(x) for x in key]
    K = len(key)
    # Dijkstra on the key nodes: a hop is allowed if the shortest road fits in one battery charge
    best = [INF] * K
    best[0] = 0
    done = [False] * K
    for _ in range(K):
        u = min((i for i in range(K) if not done[i]), key=lambda i: best[i], default=-1)
        if u < 0 or best[u] == INF:
            break
        done[u] = True
        for j in range(K):
            d = dist[u][key[j]]
            if d <= B and best[u] + d < best[j]:
                best[j] = best[u] + d
    answer = min((best[i] + dist[i][t] for i in range(K) if best[i] < INF and dist[i][t] <= B), default=-1)
    print(answer)


main()
