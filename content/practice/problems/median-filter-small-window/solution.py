import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    a = list(map(int, data[2:2 + n]))
    mid = k // 2
    med = [sorted(a[i:i + k])[mid] for i in range(n - k + 1)]
    print(" ".join(map(str, med)))


main()
