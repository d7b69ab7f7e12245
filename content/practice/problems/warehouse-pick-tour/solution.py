import sys


def main():
    data = sys.stdin.read().split()
    R, C = int(data[0]), int(data[1])
    W = C + 2                                     # pad with a wall border
    grid = "#" * W + "".join("#" + data[2 + r] + "#" for r in range(R)) + "#" * W
    pts = [grid.index("D")] + [i for i, ch in enumerate(grid) if ch == "P"]
    P = len(pts)
    blocked = [ch == "#" for ch in grid]

    def bfs(src):
        dist = [-1] * len(grid)
        dist[src] = 0
        queue = [src]
        for u in queue:
            d = dist[u] + 1
            for v in (u - W, u + W, u - 1, u + 1):
                if dist[v] < 0 and not blocked[v]:
                    dist[v] = d
                    queue.append(v)
        return [dist[p] for p in pts]

    d = [bfs(p) for p in pts]
    if any(x < 0 for x in d[0]):
        print(-1)
        return
    K = P - 1
    if K == 0:
        print(0)
        return
    INF = float("inf")
    # Held-Karp: dp[mask][i] = shortest walk from the dock covering `mask` and ending at pick i
    dp = [[INF] * K for _ in range(1 << K)]
    for i in range(K):
        dp[1 << i][i] = d[0][i + 1]
    dist_picks = [row[1:] for row in d[1:]]
    for mask in range(1, 1 << K):
        row = dp[mask]
        free = [j for j in range(K) if not mask >> j & 1]
        for i in range(K):
            cur = row[i]
            if cur == INF:
                continue
            di = dist_picks[i]
            for j in free:
                v = cur + di[j]
                nxt = dp[mask | 1 << j]
                if v < nxt[j]:
                    nxt[j] = v
    full = dp[(1 << K) - 1]
    print(min(full[i] + d[i + 1][0] for i in range(K)))


main()
