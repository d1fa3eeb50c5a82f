// RUN: not %accc -acc=host -c %s -o /dev/null 2>&1 | FileCheck %s

// A directive whose name a function-like macro gives: accc gives
// object-like macros' names in the preprocessed unit only
// (test/Execution/directive-name-macros.c), and says so for this one.
#define PAR(x) parallel x

int main(void) {
  int v = 0;
  // CHECK: directive-name-function-macro.c:[[@LINE+1]]:1: error: the name of this OpenACC directive comes from a function-like macro, which accc does not expand in a directive: write the name, or give it by an object-like macro
#pragma acc PAR(copy(v))
  { v = 1; }
  return v - 1;
}
