// A struct declared after a template that reduces it (reduction-struct-class.cpp).
struct Late {
  int a;
};
