#include <bits/stdc++.h>
using namespace std;

int main() {
    long long T, D;
    int n;
    if (!(cin >> T >> D >> n)) return 0;
    const double PI = acos(-1.0);
    long long net = 0, total = 0;  // tick sums are exact integers
    for (int i = 0; i < n; i++) {
        long long t;
        cin >> t;
        net += t;
        total += llabs(t);
    }
    // one tick = pi * D / T millimetres of wheel circumference
    printf("%.6f\n%.6f\n", PI * D * net / T, PI * D * total / T);
    return 0;
}
