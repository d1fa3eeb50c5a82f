// RUN: %accc -fsyntax-only -Xclang -verify %s

// OpenMP's declare target is a file-scope directive: link on an extern
// local (the only link clang accepts in a function) is not supported yet.
void f(void) {
  extern int e[1000];
  // expected-error@+1 {{OpenACC 'link' clause on a 'declare' directive in a function is not supported yet: OpenMP 'declare target' is allowed at file scope only}}
  #pragma acc declare link(e)
}
