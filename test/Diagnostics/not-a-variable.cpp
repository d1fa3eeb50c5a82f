// RUN: %accc -fsyntax-only -Xclang -verify %s

// A class member (or other non-variable expression) in a data clause is not
// supported yet.
struct Grid {
  float d[64];
  void clear() {
    // expected-error@+1 {{'d' in a 'copy' clause is not supported yet: use a variable name or a subarray}}
    #pragma acc parallel loop copy(d)
    for (int i = 0; i < 64; ++i)
      d[i] = 0;
  }
};
