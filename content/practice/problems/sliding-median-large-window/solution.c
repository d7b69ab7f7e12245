#include <stdio.h>
#include <stdlib.h>

/* Fenwick tree over the compressed values; the median is found by binary lifting. */
static int m, *bit, LOG;

static void add(int i, int v) { for (i++; i <= m; i += i & -i) bit[i] += v; }

static int kth(int k) {            /* smallest index whose prefix count reaches k (1-based k) */
    int pos = 0;
    for (int step = LOG; step; step >>= 1)
        if (pos + step <= m && bit[pos + step] < k) { pos += step; k -= bit[pos]; }
    return pos;                      /* 0-based index into the sorted values */
}

static int cmpint(const void *a, const void *b) {
    int x = *(const int *)a, y = *(const int *)b;
    return (x > y) - (x < y);
}

int main(void) {
    int n, k;
    if (scanf("%d %d", &n, &k) != 2) return 0;
    int *a = malloc(sizeof(int) * n), *vals = malloc(sizeof(int) * n), *idx = malloc(sizeof(int) * n);
    for (int i = 0; i < n; i++) { scanf("%d", &a[i]); vals[i] = a[i]; }
    qsort(vals, n, sizeof(int), cmpint);
    m = 0;
    for (int i = 0; i < n; i++) if (m == 0 || vals[i] != vals[m - 1]) vals[m++] = vals[i];
    for (int i = 0; i < n; i++) {
        int lo = 0, hi = m - 1;
        while (lo < hi) { int mid = (lo + hi) / 2; if (vals[mid] < a[i]) lo = mid + 1; else hi = mid; }
        idx[i] = lo;
    }
    bit = calloc(m + 1, sizeof(int));
    LOG = 1;
    while (LOG * 2 <= m) LOG *= 2;
    int want = (k + 1) / 2;          /* the lower median is the ((K+1)/2)-th smallest */
    for (int i = 0; i < n; i++) {
        add(idx[i], 1);
        if (i >= k) add(idx[i - k], -1);
        if (i >= k - 1) printf(i >= k ? " %d" : "%d", vals[kth(want)]);
    }
    printf("\n");
    return 0;
}
