import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    vals = list(map(int, data[1:1 + n * n]))
    a = [[0] * (n + 1)] + [[0] + vals[i * n:(i + 1) * n] for i in range(n)]
    INF = float("inf")
    # Hungarian algorithm with potentials u (robots) and v (tasks), O(n^3)
    u = [0] * (n + 1)
    v = [0] * (n + 1)
    p = [0] * (n + 1)          # p[j] = robot assigned to task j (0 = none)
    way = [0] * (n + 1)
    cols = range(1, n + 1)
    for i in range(1, n + 1):
        p[0] = i
        j0 = 0
        minv = [INF] * (n + 1)
        used = [False] * (n + 1)
        while True:            # grow an alternating tree until a free task is reached
            used[j0] = True
            i0 = p[j0]
            row = a[i0]
            ui0 = u[i0]
            delta = INF
            j1 = 0
            for j in cols:
                if not used[j]:
                    cur = row[j] - ui0 - v[j]
                    if cur < minv[j]:
                        minv[j] = cur
                        way[j] = j0
                    if minv[j] < delta:
                        delta = minv[j]
                        j1 = j
            for j in range(n + 1):
                if used[j]:
                    u[p[j]] += delta
                    v[j] -= delta
                else:
                    minv[j] -= delta
            j0 = j1
            if p[j0] == 0:
                break
        while j0:              # augment along the alternating path
            j1 = way[j0]
            p[j0] = p[j1]
            j0 = j1
    print(sum(a[p[j]][j] for j in range(1, n + 1)))


main()
