#include <bits/stdc++.h>
using namespace std;

int main() {
    int q;
    if (!(cin >> q)) return 0;
    while (q--) {
        long long w;
        int n;
        cin >> w >> n;
        long long p = w, den = 1;              // output speed = p / den rpm
        for (int i = 0; i < n; i++) {
            long long a, b;                     // driver teeth, driven teeth
            cin >> a >> b;
            p *= a;
            den *= b;
            long long g = gcd(p, den);          // keep the fraction reduced
            p /= g;
            den /= g;
        }
        // every gear mesh reverses the direction of rotation
        printf("%lld/%lld %s\n", p, den, n % 2 ? "CCW" : "CW");
    }
    return 0;
}
