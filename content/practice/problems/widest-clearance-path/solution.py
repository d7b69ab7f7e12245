import sys


def main():
    data = sys.stdin.read().split()
    R, C = int(data[0]), int(data[1])
    W, H = C + 2, R + 2
    # surround the map with a ring of walls: leaving the map counts as touching a wall
    grid = "#" * W + "".join("#" + data[2 + r] + "#" for r in range(R)) + "#" * W
    N = H * W
    s, t = grid.index("S"), grid.index("G")
    # 1) clearance = Manhattan distance to the nearest wall (multi-source BFS over all cells)
    clr = [-1] * N
    queue = [i for i, ch in enumerate(grid) if ch == "#"]
    for i in queue:
        clr[i] = 0
    for u in queue:
        r, c = divmod(u, W)
        d = clr[u] + 1
        if r > 0 and clr[u - W] < 0:
            clr[u - W] = d
            queue.append(u - W)
        if r < H - 1 and clr[u + W] < 0:
            clr[u + W] = d
            queue.append(u + W)
        if c > 0 and clr[u - 1] < 0:
            clr[u - 1] = d
            queue.append(u - 1)
        if c < W - 1 and clr[u + 1] < 0:
            clr[u + 1] = d
            queue.append(u + 1)
    # 2) switch cells on from the largest clearance down, joining neighbours with union-find;
    #    the first level at which S and G are connected is the answer
    maxc = max(clr)
    buckets = [[] for _ in range(maxc + 1)]
    for i in range(N):
        if grid[i] != "#":
            buckets[clr[i]].append(i)
    parent = list(range(N))
    on = bytearray(N)

    def find(x):
        root = x
        while parent[root] != root:
            root = parent[root]
        while parent[x] != root:
            parent[x], x = root, parent[x]
        return root

    for level in range(maxc, 0, -1):
        for u in buckets[level]:
            on[u] = 1
            ru = find(u)
            for v in (u - W, u + W, u - 1, u + 1):
                if on[v]:
                    rv = find(v)
                    if rv != ru:
                        parent[rv] = ru
        if on[s] and on[t] and find(s) == find(t):
            print(level)
            return
    print(-1)


main()
