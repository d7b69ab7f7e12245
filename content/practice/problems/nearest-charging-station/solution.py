import heapq
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, m, k = int(data[0]), int(data[1]), int(data[2])
    INF = float("inf")
    dist = [INF] * (n + 1)
    pq = []
    for i in range(k):
        s = int(data[3 + i])
        if dist[s] != 0:
            dist[s] = 0                 # every station is a source
            pq.append((0, s))
    adj = [[] for _ in range(n + 1)]
    pos = 3 + k
    for _ in range(m):
        u, v, w = int(data[pos]), int(data[pos + 1]), int(data[pos + 2])
        pos += 3
        adj[u].append((v, w))
        adj[v].append((u, w))
    heapq.heapify(pq)
    pop, push = heapq.heappop, heapq.heappush
    while pq:
        d, u = pop(pq)
        if d != dist[u]:
            continue                    # stale queue entry
        for v, w in adj[u]:
            nd = d + w
            if nd < dist[v]:
                dist[v] = nd
                push(pq, (nd, v))
    print(" ".join("-1" if d == INF else str(d) for d in dist[1:]))


main()
